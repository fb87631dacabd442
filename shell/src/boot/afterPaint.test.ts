import { LEAVE_SCRIPT_PATH, WEB_FONTS_RULE, WEB_FONTS_STORAGE_KEY } from '@bookcraft/shared';
import { PAINTED_AFTER_LOAD_MS } from './page';
import { bootPage, startedScripts } from './testing/bootPage';

// What must never compete with the page's content waits until it has painted: the web fonts and the short-visit beacon.

/** Whether the page is set in the web fonts (jsdom has no adopted style sheets: the boot script adds a style element). */
const fontsOn = () => [...document.head.querySelectorAll('style')].some((style) => style.textContent === WEB_FONTS_RULE);
const beaconLoaded = () => document.head.querySelector(`script[src="${LEAVE_SCRIPT_PATH}"]`) !== null;

describe('once the page has painted', () => {
  it('turns the web fonts on and loads the short-visit beacon, on a page nobody woke', () => {
    jest.useFakeTimers();
    bootPage('<main><h1>Publish your book</h1></main>');
    jest.advanceTimersByTime(PAINTED_AFTER_LOAD_MS - 1);
    expect(fontsOn()).toBe(false);
    expect(beaconLoaded()).toBe(false);

    jest.advanceTimersByTime(1);
    expect(fontsOn()).toBe(true);
    expect(beaconLoaded()).toBe(true);
    expect(startedScripts()).toEqual([]);
    // The browser has the fonts now: its next page turns them on at once.
    expect(localStorage.getItem(WEB_FONTS_STORAGE_KEY)).toBe('1');
  });

  it('turns the web fonts on at once in a browser that was sent them before', () => {
    jest.useFakeTimers();
    localStorage.setItem(WEB_FONTS_STORAGE_KEY, '1');
    bootPage('<main><h1>Publish your book</h1></main>');
    expect(fontsOn()).toBe(true);
    expect(beaconLoaded()).toBe(false);
  });
});
