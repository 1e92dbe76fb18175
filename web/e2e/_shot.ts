import { chromium } from "playwright-core";
const [url, out, w, hgt] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
const p = await b.newPage({ viewport: { width: Number(w ?? 1280), height: Number(hgt ?? 800) } });
await p.goto(url!);
await p.waitForTimeout(1500);
await p.screenshot({ path: out! });
await b.close();
