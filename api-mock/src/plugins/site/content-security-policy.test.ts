import { contentSecurityPolicy, originOf } from './content-security-policy.js';

describe('the page Content-Security-Policy', () => {
  it('takes only the origin of absolute http(s) URLs', () => {
    expect(originOf('https://cdn.example.com/uploads/')).toBe('https://cdn.example.com');
    expect(originOf('http://127.0.0.1:3001/mf-manifest.json')).toBe('http://127.0.0.1:3001');
    expect(originOf('/uploads/')).toBeNull();
    expect(originOf('javascript:alert(1)')).toBeNull();
    expect(originOf('https://')).toBeNull();
  });

  it('adds remote and image origins once each, and never an inline or eval source for scripts', () => {
    const policy = contentSecurityPolicy({
      remoteUrls: ['/remotes/a.json', 'https://cdn.example.com/a.json', 'https://cdn.example.com/b.json'],
      imageUrls: ['https://img.example.com/uploads/', '/uploads/'],
    });
    expect(policy).toContain("script-src 'self' https://cdn.example.com;");
    expect(policy).toContain("img-src 'self' data: blob: https://img.example.com;");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });
});
