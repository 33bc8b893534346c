// What the workbench looked like to a seller in Thai and Chinese, at 1,440 and 390 px (session 8's
// screenshots): the layout classes that keep a block from overflowing, stretching or squeezing.
import { screen } from '@testing-library/react';
import { nth } from './nth';
import { KeywordNameCell } from '../ranking/ranking-columns';
import { THAI_WORDS } from '../testing/keyword-fixtures';
import { renderWithI18n } from '../testing/render-with-i18n';

describe('narrow and wide layouts', () => {
  it("keeps a site badge under a word's name as wide as its code, not stretched like an empty field", () => {
    const word = nth(THAI_WORDS, 0);
    renderWithI18n(<KeywordNameCell row={word} href="/w" />);
    expect(screen.getByTitle('Thailand').className.split(' ')).toContain('w-fit');
  });
});
