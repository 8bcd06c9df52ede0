import * as v from 'valibot';
import { verifyMessages } from '../../shared/messages/catalogue/verify-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';
import { urlAttribute } from '../../shared/options/url-attribute.ts';
import type { WidgetContext } from '../../shared/runtime/widget-definition.ts';
import { readFrameReport } from './read-frame-report.ts';
import { verifyProfileMarkup as markup, type VideoVerifyStatus } from './verify-profile-markup.ts';

const t = messagesFrom(verifyMessages);

const REPORTS: Record<VideoVerifyStatus, { key: keyof typeof verifyMessages; tone: string }> = {
  uploaded: { key: 'verifyVideoUploaded', tone: 'alert-success' },
  failed: { key: 'verifyVideoFailed', tone: 'alert-danger' },
  cancelled: { key: 'verifyVideoCancelled', tone: 'alert-secondary' },
};
const TONES = Object.values(REPORTS).map(({ tone }) => tone);

// Only the contract's own frame (or another page of this site) is loaded from `data-src`: the
// widget reads reports from this origin only, and a foreign page has no place in the steps.
const FrameSrcSchema = urlAttribute({ thisSiteOnly: true });

/**
 * Mounts the verify-profile steps (the widget's mount) on `root`: a step button
 * `[data-verify-step="STEP"]` hides `#verifyProfileIntro`, shows `#verifyStep-STEP`, loads its
 * frame (`data-src`, only now) and moves the focus to the panel's heading; `[data-verify-back]`
 * shows the intro again and gives the focus back to the step button. What the video frame reports
 * (`postMessage`, contract "Video verification page") is shown in the panel's status line.
 * Returns the undo function.
 */
export function startVerifyProfile(root: HTMLElement, context: WidgetContext): () => void {
  const intro = root.querySelector<HTMLElement>(`#${markup.introId}`);
  if (!intro) {
    context.reportProblem('markup', `it holds no #${markup.introId}; the verification steps were left as they are.`);
    return () => {};
  }
  let chosenBy: HTMLElement | null = null;
  const panels = () => Array.from(root.querySelectorAll<HTMLElement>(`[id^="${markup.panelIdPrefix}"]`));
  const frames = () => Array.from(root.querySelectorAll('iframe'));

  const choose = (button: HTMLElement) => {
    const step = button.getAttribute(markup.step) ?? '';
    const panel = panels().find((candidate) => candidate.id === `${markup.panelIdPrefix}${step}`);
    if (!panel) {
      context.reportProblem(`step:${step}`, `it has no #${markup.panelIdPrefix}${step} for the step button; the click was ignored.`, button);
      return;
    }
    for (const frame of panel.querySelectorAll('iframe')) {
      const src = frame.getAttribute(markup.frameSrc);
      if (src === null || frame.hasAttribute('src')) continue;
      const result = v.safeParse(FrameSrcSchema, src);
      if (result.success) {
        frame.src = result.output;
        continue;
      }
      const rule = `${markup.frameSrc} ${result.issues[0].message}, found ${JSON.stringify(src)}; the frame was left empty.`;
      context.reportProblem(`${markup.frameSrc}:${step}`, rule, frame);
    }
    intro.hidden = true;
    for (const other of panels()) other.hidden = other !== panel;
    chosenBy = button;
    focusHeading(panel);
    context.dispatch('choose', { step });
  };
  const back = () => {
    for (const panel of panels()) panel.hidden = true;
    intro.hidden = false;
    const button = chosenBy?.isConnected ? chosenBy : intro.querySelector<HTMLElement>(`[${markup.step}]`);
    button?.focus();
    context.dispatch('back');
  };
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element)) return;
    const stepButton = event.target.closest<HTMLElement>(`[${markup.step}]`);
    if (stepButton && root.contains(stepButton)) return choose(stepButton);
    const backButton = event.target.closest<HTMLElement>(`[${markup.back}]`);
    if (backButton && root.contains(backButton)) back();
  };
  const onMessage = (event: MessageEvent) => {
    const report = readFrameReport(event, frames());
    if (!report) return;
    const panel = report.frame.closest<HTMLElement>(`[id^="${markup.panelIdPrefix}"]`);
    const status = panel?.querySelector<HTMLElement>(`[${markup.status}]`);
    const { key, tone } = REPORTS[report.status];
    if (status) {
      status.classList.remove(...TONES);
      status.classList.add('alert', tone);
      status.textContent = t(key);
    } else {
      context.reportProblem('status', `its step panel has no [${markup.status}] element; the frame's report "${report.status}" was not shown.`);
    }
    context.dispatch('report', { step: panel?.id.slice(markup.panelIdPrefix.length) ?? '', status: report.status });
  };

  root.addEventListener('click', onClick);
  window.addEventListener('message', onMessage);
  return () => {
    root.removeEventListener('click', onClick);
    window.removeEventListener('message', onMessage);
  };
}

/** Focuses the panel's first heading (or the panel), focusable by script only, so a screen reader reads where it is. */
function focusHeading(panel: HTMLElement): void {
  const target = panel.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6') ?? panel;
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus();
}
