/** Browser and platform names for a User-Agent string, for the signed-in devices list. */
export type DeviceDescription = { browser: string; platform: string };

// Order matters: Edge, Opera and Samsung Internet also say "Chrome"; Chrome also says "Safari".
const BROWSERS: [RegExp, string][] = [
  [/EdgiOS\/|EdgA\/|Edg(e)?\//, 'Edge'],
  [/OPR\/|OPiOS\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/FxiOS\/|Firefox\//, 'Firefox'],
  [/CriOS\/|HeadlessChrome\/|Chrome\/|Chromium\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];

const PLATFORMS: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Macintosh|Mac OS X/, 'macOS'],
  [/Linux|X11/, 'Linux'],
];

/** Parses the few things worth showing; anything unrecognised is "Unknown browser" / "Unknown platform". */
export function describeUserAgent(ua: string | null | undefined): DeviceDescription {
  const s = ua ?? '';
  return {
    browser: BROWSERS.find(([re]) => re.test(s))?.[1] ?? 'Unknown browser',
    platform: PLATFORMS.find(([re]) => re.test(s))?.[1] ?? 'Unknown platform',
  };
}
