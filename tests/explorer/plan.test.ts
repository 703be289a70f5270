import { describe, expect, it } from 'vitest';
import { toMarkdownPlan, type PathForText } from '../../src/explorer/path-text';

const path: PathForText = {
  id: 'checkout/default/shortest/2',
  variant: { name: 'default', description: 'a customer' },
  generator: 'shortest',
  description: 'PLACE',
  steps: [],
  trace: [],
};

describe('a path as a Markdown test plan', () => {
  it('shows each step’s pictures under it, their text escaped and their address encoded', () => {
    const plan = toMarkdownPlan(
      'Checkout',
      path,
      [
        { action: 'Start.', expect: 'Expect editing' },
        { action: 'Send PLACE.', expect: 'Expect placing' },
      ],
      undefined,
      (index) =>
        index === 1
          ? [
              {
                alt: 'The screen in placing [en]',
                url: 'http://127.0.0.1:4173/flows-data/gallery/en-light-1280/checkout.placing.png',
              },
              { alt: 'Arabic', url: 'http://127.0.0.1:4173/flows-data/gallery/a b.png' },
            ]
          : [],
    );
    expect(plan).toContain(
      [
        '1. Start.',
        '   - Expect editing',
        '2. Send PLACE.',
        '   - Expect placing',
        '   - ![The screen in placing \\[en\\]](http://127.0.0.1:4173/flows-data/gallery/en-light-1280/checkout.placing.png)',
        '   - ![Arabic](http://127.0.0.1:4173/flows-data/gallery/a%20b.png)',
      ].join('\n'),
    );
  });

  it('has no picture lines without a gallery', () => {
    const plan = toMarkdownPlan(
      'Checkout',
      path,
      [{ action: 'Start.', expect: 'Expect editing' }],
      undefined,
    );
    expect(plan).not.toContain('![');
  });
});
