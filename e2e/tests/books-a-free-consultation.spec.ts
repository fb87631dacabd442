import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { openLive, PHONE } from '@bookcraft/testing/browser';
import { readInvitation } from '@bookcraft/testing/calendar';
import { startMailbox, type ReceivedMail } from '@bookcraft/testing/mailbox';
import { STAFF_EMAIL, useSiteAndBrowser } from '@bookcraft/testing/site';
import { agentConsole } from '../support/chat';
import { eventuallyFound } from '../support/eventually';

// The free consultation, booked on the page: a phone visitor from an ad picks a time from the hero,
// both calendars get the invitation, reminders come by the site's clock, and the mailed links move and
// cancel it, each in a browser of its own.

// Thursday 11 March 2027, 7:00 in New York: Monday the 15th, after the daylight-saving change, is free.
const CLOCK_START = '2027-03-11T12:00:00Z';
const MONDAY = 'Monday, March 15';

const mailbox = await startMailbox();
after(() => mailbox.stop());

const eventOf = (mail: ReceivedMail) => readInvitation(mail.calendar!);

const mailTo = (address: string, subject: string) => eventuallyFound(() => mailbox.received.find((mail) => mail.to.includes(address) && mail.subject.startsWith(subject)), `"${subject}" to ${address}`);
const linkIn = (mail: ReceivedMail, action: 'change' | 'cancel') => new RegExp(`https?://\\S+/contact#${action}=[A-Za-z0-9_-]+`).exec(mail.text)![0];

async function phoneVisitor(browser: Browser, zone: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, timezoneId: zone });
  return context.newPage();
}

describe('booking the free consultation from an ad', () => {
  const running = useSiteAndBrowser(() => ({ SMTP_URL: mailbox.url, OUTBOX_POLL_MS: '200', REMINDER_INTERVAL_MS: '200', CLOCK_START, LEAD_RATE_LIMIT: '1000' }), { teamHours: 'stored' });

  it('picks a time by keyboard in the hero, books it, and both calendars get one invitation; the links move and cancel it', async () => {
    const page = await phoneVisitor(running.browser, 'Asia/Kolkata');
    await openLive(page, `${running.site.url}/LP-GN-GAD?utm_campaign=spring-memoir&gclid=CjwKCAiA-memoir`);
    const picker = page.getByRole('region', { name: 'Pick a time' });
    await picker.getByRole('button', { name: 'Pick a time' }).tap();
    await picker.getByText(/Times are in your time zone, India Standard Time/).waitFor();

    // The days: Thursday (today in Kolkata) to Saturday have times (Friday in New York runs past midnight there); Sunday says it has none. Arrow keys move through the days with times.
    const days = picker.getByRole('listbox', { name: 'Day', exact: true });
    await days.getByRole('option', { name: 'Sunday, March 14 (no times)' }).waitFor();
    // The button is gone: the focus went on to the days.
    assert.equal(await days.evaluate((list) => list === document.activeElement), true, 'the days have the focus');
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
    await days.getByRole('option', { name: new RegExp(MONDAY), selected: true }).waitFor();
    // Monday 9:00 in New York is 6:30 PM in Kolkata; each time is announced with its date.
    const times = picker.getByRole('listbox', { name: `Time on ${MONDAY}` });
    await times.focus();
    await page.keyboard.press('Home');
    await times.getByRole('option', { name: /^Monday, March 15, 2027(,| at) 6:30 PM$/, selected: true }).waitFor();

    const details = picker.getByRole('form', { name: 'Your details' });
    await details.getByLabel('First Name*').pressSequentially('Maya', { delay: 40 });
    await details.getByLabel('Last Name*').pressSequentially('Rao', { delay: 40 });
    await details.getByLabel('Email*').pressSequentially('maya@example.com', { delay: 20 });
    await details.getByLabel('Phone Number*').pressSequentially('2125550147', { delay: 40 });
    await details.getByRole('button', { name: 'Book My Free Consultation' }).tap();

    const confirmation = picker.getByRole('status').filter({ hasText: 'Your free consultation is booked' });
    await confirmation.waitFor({ timeout: 20_000 });
    const said = await confirmation.innerText();
    assert.match(said, /Monday, March 15, 2027(,| at) 6:30 PM to 7:00 PM, India Standard Time \(9:00 AM Eastern Daylight Time, the team's time\)/);
    assert.match(said, /of Book Craft calls you at \(212\) 555-0147/);
    assert.match(said, /links to choose another time or cancel/);

    // Both calendars: the same event, the chosen start in UTC, the member as organizer.
    const visitorMail = await mailTo('maya@example.com', 'Your free consultation with');
    const memberMail = await mailTo(STAFF_EMAIL, 'Consultation booked');
    const booked = eventOf(visitorMail);
    assert.deepEqual(eventOf(memberMail), booked);
    assert.deepEqual({ method: booked.method, start: booked.start, organizer: booked.organizer, sequence: booked.sequence }, { method: 'REQUEST', start: '2027-03-15T13:00:00.000Z', organizer: STAFF_EMAIL, sequence: 0 });

    // The member's Consultations view, in the console: the call, the person and the campaign that brought them.
    const staff = await agentConsole(running.browser, running.site.url);
    await staff.getByRole('tab', { name: 'Consultations' }).click();
    await staff.getByLabel('From', { exact: true }).fill('2027-03-15');
    const row = staff.getByRole('row').filter({ hasText: 'Maya Rao' });
    await row.getByText('Mon, Mar 15, 9:00 AM to 9:30 AM').waitFor();
    await row.getByText(/spring-memoir/).waitFor();
    await row.getByText('(6:30 PM for them, Asia/Calcutta)').waitFor();

    // The site's clock moves on, as if it had been down meanwhile: Sunday afternoon, then Monday ten past eight
    // in New York (the call is at nine). A reminder each time, once: by Monday both are due, and only the hour's is new.
    const remindersTo = (subject: string) => mailbox.received.filter((mail) => mail.to.includes('maya@example.com') && mail.subject === subject);
    await running.site.restart(undefined, { CLOCK_START: '2027-03-14T17:00:00Z' });
    const dayBefore = await mailTo('maya@example.com', 'Tomorrow: your free consultation with Book Craft');
    assert.match(dayBefore.text, /Monday, March 15, 2027(,| at) 6:30 PM/);
    await running.site.restart(undefined, { CLOCK_START: '2027-03-15T12:10:00Z' });
    await mailTo('maya@example.com', 'In an hour: your free consultation with Book Craft');
    assert.deepEqual([remindersTo('Tomorrow: your free consultation with Book Craft').length, remindersTo('In an hour: your free consultation with Book Craft').length], [1, 1]);

    // The mailed link to change it, opened in another browser: Tuesday instead.
    const changing = await phoneVisitor(running.browser, 'Asia/Kolkata');
    await openLive(changing, linkIn(visitorMail, 'change'));
    const manage = changing.getByRole('region', { name: 'Your free consultation' });
    await manage.getByText(/Monday, March 15, 2027(,| at) 6:30 PM/).waitFor();
    await manage.getByRole('option', { name: 'Tuesday, March 16', exact: true }).tap();
    await manage.getByRole('option', { name: /^Tuesday, March 16, 2027(,| at) 7:30 PM$/ }).tap();
    await manage.getByRole('button', { name: 'Move My Consultation to This Time' }).tap();
    await manage.getByRole('status').filter({ hasText: 'Your free consultation has a new time' }).waitFor();
    const moved = await mailTo('maya@example.com', 'Your free consultation has a new time');
    for (const mail of [moved, await mailTo(STAFF_EMAIL, 'Consultation moved')]) {
      const event = eventOf(mail);
      assert.deepEqual({ uid: event.uid, sequence: event.sequence, start: event.start }, { uid: booked.uid, sequence: 1, start: '2027-03-16T14:00:00.000Z' });
    }

    // The first link is spent; the new mail's cancel link cancels.
    const stale = await phoneVisitor(running.browser, 'Asia/Kolkata');
    await openLive(stale, linkIn(visitorMail, 'cancel'));
    await stale.getByRole('alert').filter({ hasText: 'This link no longer works' }).waitFor();
    const cancelling = await phoneVisitor(running.browser, 'Asia/Kolkata');
    await openLive(cancelling, linkIn(moved, 'cancel'));
    await cancelling.getByRole('button', { name: 'Cancel My Consultation' }).tap();
    await cancelling.getByRole('status').filter({ hasText: 'Your free consultation is cancelled' }).waitFor();
    const cancelled = eventOf(await mailTo(STAFF_EMAIL, 'Consultation cancelled'));
    assert.deepEqual({ method: cancelled.method, uid: cancelled.uid, sequence: cancelled.sequence }, { method: 'CANCEL', uid: booked.uid, sequence: 2 });
  });
});
