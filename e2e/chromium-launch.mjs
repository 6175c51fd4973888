// How every browser run of this project starts Chromium: Debian's package (or CHROME_PATH),
// never a downloaded browser, with the flags this machine needs. Shared by the browser suite,
// the classroom test and scripts/measure-bundle.mjs.
export const chromiumLaunch = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
