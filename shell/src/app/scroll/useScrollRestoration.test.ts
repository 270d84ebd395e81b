import { scrollAction } from './useScrollRestoration';

describe('the scroll position on a change of page', () => {
  it('starts a new page at the top', () => {
    expect(scrollAction({ known: false, previousIndex: 3, index: 4, hash: '' })).toBe('top');
  });

  it('restores the position on a page the member has been on (Back and Forward)', () => {
    expect(scrollAction({ known: true, previousIndex: 4, index: 3, hash: '' })).toBe('restore');
  });

  it('keeps the position when the address is only replaced (a parameter cleaned up)', () => {
    expect(scrollAction({ known: false, previousIndex: 4, index: 4, hash: '' })).toBe('keep');
  });

  it('opens a link to an anchor at that part of the new page', () => {
    expect(scrollAction({ known: false, previousIndex: 4, index: 5, hash: '#faq' })).toBe('anchor');
  });
});
