/** @jest-environment node */
import ICAL from 'ical.js';
import { buildEventCalendar, buildIcs, escapeIcsText, foldIcsLine, type IcsEvent } from '@/lib/ics';

const event: IcsEvent = {
  uid: 'event-001@nusantara-ceo.example',
  date: '2027-04-15',
  summary: 'Nusantara CEO Summit 2027',
  description: 'Keynotes, panels; and breakouts, with a \\ backslash\nand a second line.',
  location: 'Grand Cakrawala Convention Hall, Jl. Jenderal Gatot Subroto Kav. 12, Jakarta Selatan',
  url: 'https://www.nusantara-ceo.example/events/nusantara-ceo-summit-2027',
};
const now = new Date('2026-11-21T08:05:09.123Z');
const ics = buildIcs(event, { now, productId: '-//Nusantara CEO Network//Events//EN' });

describe('buildIcs', () => {
  it('is a calendar that a real iCalendar parser reads back', () => {
    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Nusantara CEO Network//Events//EN');
    const vevents = calendar.getAllSubcomponents('vevent');
    expect(vevents).toHaveLength(1);
    const parsed = new ICAL.Event(vevents[0]!);
    expect(parsed.uid).toBe(event.uid);
    expect(parsed.summary).toBe(event.summary);
    expect(parsed.description).toBe(event.description);
    expect(parsed.location).toBe(event.location);
    expect(vevents[0]!.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-11-21T08:05:09Z');
  });

  it('runs 09:00 to 17:00 UTC on the event date, whatever the event time', () => {
    const parsed = new ICAL.Event(
      new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!,
    );
    expect(parsed.startDate.toString()).toBe('2027-04-15T09:00:00Z');
    expect(parsed.endDate.toString()).toBe('2027-04-15T17:00:00Z');
    expect(parsed.startDate.zone?.tzid).toBe('UTC');
  });

  it('uses CRLF line endings, ends with one, and keeps every line within 75 octets', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n'))
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  });
});

describe('buildEventCalendar', () => {
  const page = {
    id: 'event-001',
    slug: 'nusantara-ceo-summit-2027',
    title: 'Nusantara CEO Summit 2027',
    date: '2027-04-15',
    shortDescription: 'Our flagship gathering.',
    location: { venue: 'Grand Cakrawala', address: 'Jl. Gatot Subroto, Jakarta' },
  };

  const site = { name: 'Nusantara CEO Network', url: 'https://ncn.example' };

  it('gives the event a UID on the site’s host, its page in the description, and the venue', () => {
    expect(buildEventCalendar(page, site, 'en')).toEqual({
      event: {
        uid: 'event-001@ncn.example',
        date: '2027-04-15',
        summary: 'Nusantara CEO Summit 2027',
        description:
          'Our flagship gathering.\n\nhttps://ncn.example/events/nusantara-ceo-summit-2027',
        location: 'Grand Cakrawala, Jl. Gatot Subroto, Jakarta',
        url: 'https://ncn.example/events/nusantara-ceo-summit-2027',
      },
      productId: '-//Nusantara CEO Network//Events//EN',
    });
  });

  describe('from the Indonesian edition', () => {
    const indonesian = {
      ...page,
      title: 'KTT CEO Nusantara 2027',
      shortDescription: 'Pertemuan utama kami.',
    };
    const built = buildEventCalendar(indonesian, site, 'id');

    it('links to the Indonesian page, in the URL and the description', () => {
      expect(built.event.url).toBe('https://ncn.example/id/events/nusantara-ceo-summit-2027');
      expect(built.event.description).toBe(
        'Pertemuan utama kami.\n\nhttps://ncn.example/id/events/nusantara-ceo-summit-2027',
      );
    });

    it('keeps the same event: UID, date and place, and the same times in the file', () => {
      const english = buildEventCalendar(page, site, 'en');
      expect(built.event).toMatchObject({
        uid: english.event.uid,
        date: english.event.date,
        location: english.event.location,
        summary: 'KTT CEO Nusantara 2027',
      });
      const ics = buildIcs(built.event, {
        now: new Date('2026-01-01T00:00:00Z'),
        productId: built.productId,
      });
      expect(ics).toContain('\r\nDTSTART:20270415T090000Z\r\n');
      expect(ics).toContain('\r\nDTEND:20270415T170000Z\r\n');
      expect(ics).toContain('\r\nURL:https://ncn.example/id/events/nusantara-ceo-summit-2027\r\n');
    });
  });
});

describe('escapeIcsText', () => {
  it.each([
    ['a, b', 'a\\, b'],
    ['a; b', 'a\\; b'],
    ['a \\ b', 'a \\\\ b'],
    ['one\ntwo', 'one\\ntwo'],
    ['one\r\ntwo', 'one\\ntwo'],
    ['plain', 'plain'],
  ])('escapes %p as %p', (input, expected) => {
    expect(escapeIcsText(input)).toBe(expected);
  });
});

describe('foldIcsLine', () => {
  it('leaves a short line alone', () => {
    expect(foldIcsLine('SUMMARY:Short')).toBe('SUMMARY:Short');
  });

  it('folds a long line into 75-octet lines that start with a space', () => {
    const line = `DESCRIPTION:${'x'.repeat(200)}`;
    const folded = foldIcsLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(2);
    expect(Buffer.byteLength(folded[0]!)).toBe(75);
    for (const part of folded.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(folded.map((part, i) => (i ? part.slice(1) : part)).join('')).toBe(line);
  });

  it('never splits a multi-byte character', () => {
    const line = `SUMMARY:${'é'.repeat(60)}🎉${'ü'.repeat(40)}`;
    const folded = foldIcsLine(line).split('\r\n');
    for (const part of folded) {
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
      expect(Buffer.from(part, 'utf8').toString('utf8')).toBe(part);
    }
    const ical = new ICAL.Component(
      ICAL.parse(
        `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\nBEGIN:VEVENT\r\nUID:1\r\nDTSTAMP:20260101T000000Z\r\n${foldIcsLine(line)}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`,
      ),
    );
    expect(ical.getFirstSubcomponent('vevent')!.getFirstPropertyValue('summary')).toBe(
      line.slice('SUMMARY:'.length),
    );
  });
});
