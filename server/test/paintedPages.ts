import assert from 'node:assert/strict';

/** A part left for a script to show (an outlined Suspense boundary and the script that moves it in): never in a painted page. Structured data is data. */
export const WAITING_FOR_A_SCRIPT = /<!--\$[?!]-->|<template\b|<script\b(?![^>]*type="application\/ld\+json")/;

/** What #root holds: the painted page. */
export function paintedRoot(html: string): string {
  const start = html.indexOf('<div id="root"');
  const end = html.indexOf('<script id="bookcraft-config"');
  assert.ok(start >= 0 && end > start, 'the page has a #root and its configuration after it');
  return html.slice(start, end);
}
