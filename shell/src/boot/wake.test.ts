import { fireEvent } from '@testing-library/react';
import { LEAD_OUTBOX_STORAGE_KEY, STORAGE_KEYS } from '@bookcraft/shared';
import { bootPage, SHELL_SCRIPTS, startedScripts } from './testing/bootPage';
import { WAKE_EVENTS } from './wake';

// A painted page runs none of the shell's scripts until a person shows up; a page that needs them starts them at once.

const HERO = '<main><h1>Publish your book</h1><button type="button">Get a quote</button></main>';

describe("the shell's scripts", () => {
  it('wait on a painted page until the first sign of a person, then start as listed, in order, once', () => {
    bootPage(HERO);
    expect(startedScripts()).toEqual([]);

    fireEvent.pointerMove(document.body);
    expect(startedScripts()).toEqual(SHELL_SCRIPTS);
    // In the order listed, as the deferred scripts they were.
    for (const script of document.head.querySelectorAll('script[src]')) expect((script as HTMLScriptElement).async).toBe(false);

    fireEvent.keyDown(document.body);
    fireEvent.scroll(window);
    expect(startedScripts()).toEqual(SHELL_SCRIPTS);
  });

  it.each(WAKE_EVENTS)('start on a painted page at a %s', (type) => {
    bootPage(HERO);
    document.body.dispatchEvent(new Event(type));
    expect(startedScripts()).toEqual(SHELL_SCRIPTS);
  });

  it('start once the page has loaded when a person shows up before, never earlier', () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    try {
      bootPage(HERO);
      fireEvent.pointerDown(document.body);
      expect(startedScripts()).toEqual([]);

      readyState.mockReturnValue('complete');
      window.dispatchEvent(new Event('load'));
      expect(startedScripts()).toEqual(SHELL_SCRIPTS);
    } finally {
      readyState.mockRestore();
    }
  });

  it('start at once on a page the server did not paint: it shows nothing without them', () => {
    bootPage('', { painted: false });
    expect(startedScripts()).toEqual(SHELL_SCRIPTS);
  });

  it('start at once on a page painted for another path', () => {
    bootPage(HERO, { painted: '/about-us' });
    expect(startedScripts()).toEqual(SHELL_SCRIPTS);
  });

  it.each([
    ['a visitor the site knows', STORAGE_KEYS.customerId],
    ['a lead still to be sent', LEAD_OUTBOX_STORAGE_KEY],
  ])('start at once on a painted page with work waiting: %s', (_work, key) => {
    localStorage.setItem(key, 'waiting');
    bootPage(HERO);
    expect(startedScripts()).toEqual(SHELL_SCRIPTS);
  });
});
