import { forgetPurchaseReturn, purchaseReturnPath, rememberPurchaseReturn } from './purchaseReturn';

describe('the way back after buying credits', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the page the member left to buy credits until it is forgotten', () => {
    expect(purchaseReturnPath()).toBeNull();
    rememberPurchaseReturn('/chats/15');
    expect(purchaseReturnPath()).toBe('/chats/15');
    forgetPurchaseReturn();
    expect(purchaseReturnPath()).toBeNull();
  });

  it('never keeps a way to another site', () => {
    for (const path of ['https://evil.example/', '//evil.example/', '/\\evil.example', 'chats/15']) {
      rememberPurchaseReturn(path);
      expect(purchaseReturnPath()).toBeNull();
    }
    sessionStorage.setItem('purchase.returnPath', '//evil.example/');
    expect(purchaseReturnPath()).toBeNull();
  });
});
