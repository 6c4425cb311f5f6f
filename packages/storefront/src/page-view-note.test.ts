// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_PAGE_VIEW_NOTES, PAGE_VIEW_NOTES_KEY, takeEarlierPageViews } from '@vitrine/attribution/page-view-notes';
import { notePageView } from './page-view-note.ts';

const take = (thisPage: number) => takeEarlierPageViews(() => sessionStorage, location.origin, thisPage, Date.now() + 1);

beforeEach(() => sessionStorage.clear());

describe('the loader’s page view note, as the attribution widget reads it', () => {
  it('is one earlier page view for the widget of the next page, and none for its own page', () => {
    history.replaceState(null, '', '/?utm_source=sms&utm_campaign=hiver');
    notePageView();
    expect(JSON.parse(sessionStorage.getItem(PAGE_VIEW_NOTES_KEY) ?? '')).toHaveLength(1);
    expect(take(performance.timeOrigin)).toEqual([]);
    notePageView();
    const [landing, ...rest] = take(performance.timeOrigin + 1);
    expect(rest).toEqual([]);
    expect(landing).toMatchObject({ url: `${location.origin}/?utm_source=sms&utm_campaign=hiver`, referrer: document.referrer, page: performance.timeOrigin });
    expect(landing!.at).toBeLessThanOrEqual(Date.now());
  });

  it('keeps the latest few, and starts over from a note that is not a list', () => {
    for (let i = 0; i < MAX_PAGE_VIEW_NOTES + 3; i++) notePageView();
    expect(JSON.parse(sessionStorage.getItem(PAGE_VIEW_NOTES_KEY) ?? '')).toHaveLength(MAX_PAGE_VIEW_NOTES);
    sessionStorage.setItem(PAGE_VIEW_NOTES_KEY, '{"url":"/"}');
    notePageView();
    expect(take(performance.timeOrigin + 1)).toHaveLength(1);
    sessionStorage.setItem(PAGE_VIEW_NOTES_KEY, 'pas du JSON');
    notePageView();
    expect(take(performance.timeOrigin + 1)).toHaveLength(1);
  });
});
