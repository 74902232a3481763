import { chromium } from 'playwright-core';

const base = 'http://localhost:4610';
const paths = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [name, viewport] of [
  ['desk', { width: 1366, height: 900 }],
  ['mob', { width: 390, height: 844 }],
]) {
  const page = await browser.newPage({ viewport });
  page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
  await page.goto(`${base}/login`);
  const r = await page.request.post(`${base}/api/auth/mobile-login`, {
    data: { phoneNumber: '09120000004', password: 'demo1234', useOtp: false },
  });
  const { token, user } = (await r.json()).data;
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('user', JSON.stringify(u));
    },
    [token, user],
  );
  for (const p of paths) {
    await page.goto(base + p);
    await page.waitForTimeout(2500);
    const file = `/tmp/shot-${name}-${p.replace(/[^a-z0-9]+/gi, '_')}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
}
await browser.close();
