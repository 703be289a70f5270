// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { focusFallback, keepFocusInPlace, placeOf } from '@/platform/focus-keeper';

/** A card: its name link, then Add (what a render replaces by a stepper). */
function card(): { part: HTMLElement; add: HTMLButtonElement } {
  document.body.innerHTML = `
    <button id="outside">Outside</button>
    <div data-keep-focus><a href="/item/1">Rice</a><button id="add">Add</button></div>`;
  return {
    part: document.querySelector('[data-keep-focus]')!,
    add: document.querySelector<HTMLButtonElement>('#add')!,
  };
}

/** What a render does: the control goes, another takes its place. */
function replace(old: HTMLElement, label: string): HTMLButtonElement {
  const stepper = document.createElement('button');
  stepper.textContent = label;
  old.replaceWith(stepper);
  return stepper;
}

describe('placeOf (focus-keeper.ts)', () => {
  beforeEach(() => (document.body.innerHTML = ''));

  it('is the control itself while it is in the page', () => {
    const { add } = card();
    expect(placeOf(add)()).toBe(add);
  });

  it('is the control now in its place once a render replaced it', () => {
    const { add } = card();
    const place = placeOf(add);
    const stepper = replace(add, '01 in cart');
    expect(place()).toBe(stepper);
  });

  it("is the part's last control when fewer are left, none when the part went too", () => {
    const { part, add } = card();
    const place = placeOf(add);
    add.remove();
    expect(place()?.textContent).toBe('Rice');
    part.remove();
    expect(place()).toBeNull();
  });

  it('is none for a control outside any part once it is gone', () => {
    card();
    const outside = document.querySelector<HTMLElement>('#outside')!;
    const place = placeOf(outside);
    outside.remove();
    expect(place()).toBeNull();
  });
});

describe('keepFocusInPlace', () => {
  it('gives focus lost with a replaced control to the one in its place, and leaves a blur alone', async () => {
    const doc = document;
    keepFocusInPlace(doc);
    doc.body.innerHTML = '<div data-keep-focus><a href="/item/1">Rice</a><button>Add</button></div>';
    const add = doc.querySelector('button')!;
    add.focus();
    // Chromium blurs a focused control as it is removed, while it is still in the page.
    add.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }));
    const stepper = doc.createElement('button');
    add.replaceWith(stepper);
    await Promise.resolve();
    expect(doc.activeElement).toBe(stepper);

    // A press outside blurs the stepper, which stays: focus is not pulled back.
    stepper.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }));
    stepper.blur();
    await Promise.resolve();
    expect(doc.activeElement).toBe(doc.body);
  });
});

describe('focusFallback', () => {
  it('is the dialog still open (focus outside it would close it), else the main region', () => {
    document.body.innerHTML = `
      <main tabindex="-1"></main>
      <div role="dialog" aria-modal="true" data-state="closed" id="closing"></div>
      <div role="dialog" aria-modal="true" data-state="open" id="drawer"></div>`;
    expect(focusFallback()?.id).toBe('drawer');
    document.querySelector('#drawer')!.remove();
    expect(focusFallback()?.tagName).toBe('MAIN');
  });
});
