// The throttled phone of the bench's `paints` and `interactions` sections: Lighthouse's mobile
// figures (a slow 4G request latency and bandwidth, CPU ÷4), applied by Chromium itself.
import { throttling } from 'lighthouse/core/config/constants.js';

/** Lighthouse's mobile throttling figures. */
export const PHONE = throttling.mobileSlow4G;

/** Throttles `page`'s network and CPU like the phone above, through a CDP session of `context`. */
export async function throttleLikeAPhone(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.requestLatencyMs,
    downloadThroughput: (PHONE.downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (PHONE.uploadThroughputKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdownMultiplier });
}
