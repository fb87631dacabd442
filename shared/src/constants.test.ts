import { BUDGET_OPTIONS, GENRE_OPTIONS, GHOSTWRITING_GENRE_OPTIONS, NAVBAR_SCROLL_THRESHOLD_PX, IDLE_TIMEOUT_MS, OFFLINE_TIMEOUT_MS, OFFLINE_CHECK_INTERVAL_MS, PHONE_MAX_LENGTH, SERVICE_OPTIONS, imageFileName } from './constants';

describe('business constants (requirements §3.1, §9)', () => {
  it('has the thresholds the requirements name', () => {
    expect(NAVBAR_SCROLL_THRESHOLD_PX).toBe(50);
    expect(IDLE_TIMEOUT_MS).toBe(15_000);
    expect(OFFLINE_TIMEOUT_MS).toBe(300_000);
    expect(OFFLINE_CHECK_INTERVAL_MS).toBe(60_000);
    expect(PHONE_MAX_LENGTH).toBe(14);
    expect(imageFileName('42')).toBe('image_42.jpg');
  });

  it('has the option lists of the forms', () => {
    expect(BUDGET_OPTIONS).toEqual(['$500-$2500', '$2500-$5000', '$5000-$10000', '$10000+']);
    expect(SERVICE_OPTIONS).toHaveLength(9);
    expect(GENRE_OPTIONS).toContain('Editing & Proofreading');
    expect(GHOSTWRITING_GENRE_OPTIONS).not.toContain('Editing & Proofreading');
    expect(GHOSTWRITING_GENRE_OPTIONS).toHaveLength(GENRE_OPTIONS.length - 1);
  });
});
