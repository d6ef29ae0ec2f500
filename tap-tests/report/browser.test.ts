// The report and an `explain` picture in a real browser (issue 25, Deliver 4): headless Chromium
// (Debian's `chromium`, installed by npm run setup) driven by puppeteer-core opens the page of
// `tessera report` (every section, quick, one program) and the SVG of `tessera explain --vs`; every
// plot must render — an <svg> with a non-empty box and drawn marks — with no console error and no
// page error; a screenshot of each is saved in the test's folder.

import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import t from 'tap';
import { cli, ROOT } from '../driver/in-process.js';

const CHROMIUM = '/usr/bin/chromium';
const dir = t.testdir({});

async function open(browser: Browser, file: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage();
  const errors: string[] = [];
  // Self-contained: every request but the file itself (and data: URLs) is refused and reported.
  await page.setRequestInterception(true);
  page.on('request', (r) => {
    if (r.url() === pathToFileURL(file).href || r.url().startsWith('data:')) return void r.continue();
    errors.push(`request to ${r.url()}`);
    void r.abort();
  });
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.setViewport({ width: 1400, height: 900 });
  await page.goto(pathToFileURL(file).href, { waitUntil: 'load' });
  return { page, errors };
}

/** Per <svg> on the page: its rendered box and how many data marks it draws (Vega's role-mark items; axes, legends and titles are other roles). */
function svgBoxes(page: Page): Promise<{ id: string; width: number; height: number; shapes: number }[]> {
  return page.$$eval('svg', (svgs) =>
    svgs
      .filter((s) => (s.parentElement?.closest('svg') ?? null) === null)
      .map((s) => {
        const box = s.getBoundingClientRect();
        const id = s.closest('figure')?.id ?? 'root';
        return {
          id,
          width: box.width,
          height: box.height,
          shapes: s.querySelectorAll('g.role-mark > path, g.role-mark > text, g.role-mark > line').length,
        };
      }),
  );
}

t.ok(existsSync(CHROMIUM), 'chromium is installed (npm run setup installs it)');
const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
t.teardown(() => browser.close());

t.test('the report: every plot renders, no console error', async (t) => {
  const out = join(dir, 'report');
  const r = await cli(['report', '--quick', '--targets', 'x86-32', '--programs', 'shifts', '--out', out, '--json']);
  t.equal(r.code, 0, r.err);
  const figures = (JSON.parse(r.out) as { figures: { id: string }[] }).figures.map((f) => f.id);
  const { page, errors } = await open(browser, join(out, 'index.html'));
  const boxes = await svgBoxes(page);
  t.same(
    boxes.map((b) => b.id),
    figures,
    'one rendered <svg> per figure, in page order',
  );
  for (const b of boxes)
    t.ok(b.width > 50 && b.height > 50 && b.shapes > 0, `${b.id}: ${Math.round(b.width)}x${Math.round(b.height)} px, ${b.shapes} shapes`);
  const shot = join(dir, 'report.png');
  await page.screenshot({ path: shot, fullPage: true });
  t.ok(statSync(shot).size > 10_000, `screenshot saved: ${shot}`);
  t.same(errors, [], 'no console or page errors');
});

t.test('an explain picture with --vs: renders, no console error', async (t) => {
  const svg = join(dir, 'explain.svg');
  const program = join(ROOT, 'corpus/ll/thumb/pressure.O1.ll');
  const r = await cli([
    'explain',
    program,
    '--function',
    'main',
    '--target',
    'thumb',
    '--ra',
    'linear-scan',
    '--vs',
    'second-chance',
    '--svg',
    svg,
  ]);
  t.equal(r.code, 0, r.err);
  const { page, errors } = await open(browser, svg);
  const [root] = await svgBoxes(page);
  t.ok(
    root !== undefined && root.width > 200 && root.height > 200 && root.shapes > 50,
    `${Math.round(root?.width ?? 0)}x${Math.round(root?.height ?? 0)} px, ${root?.shapes} shapes`,
  );
  const shot = join(dir, 'explain.png');
  await page.screenshot({ path: shot, fullPage: true });
  t.ok(statSync(shot).size > 10_000, `screenshot saved: ${shot}`);
  t.same(errors, [], 'no console or page errors');
});
