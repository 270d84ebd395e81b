import { chromium } from 'playwright';
const base = 'http://127.0.0.1:4180';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
await context.addInitScript(() => localStorage.setItem('site-entry-warning', String(Math.floor(Date.now()/1000))));
const login = await context.request.post(base + '/api/user.php', { headers: { 'X-Request-Type': 'client' }, data: { email: 'demo.premium@flirtmoment.test', password: 'demo-password' } });
console.log('login', login.status());
const page = await context.newPage();
for (const [url, file] of JSON.parse(process.argv[2])) {
  await page.goto(base + url);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: file, fullPage: true });
}
await browser.close();
