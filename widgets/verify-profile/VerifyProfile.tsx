import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { focusHeading } from '../../shared/dom/focus-heading.ts';
import { useElementClass } from '../../shared/hooks/use-element-class.ts';
import { useEventListener } from '../../shared/hooks/use-event-listener.ts';
import { useServerElement } from '../../shared/hooks/use-server-element.ts';
import { useServerElements } from '../../shared/hooks/use-server-elements.ts';
import { verifyMessages } from '../../shared/messages/catalogue/verify-messages.ts';
import { messagesFrom } from '../../shared/messages/translate.ts';
import type { WidgetProps } from '../../shared/runtime/widget-definition.ts';
import { loadStepFrames } from './load-step-frames.ts';
import { readFrameReport } from './read-frame-report.ts';
import { verifyProfileMarkup as markup, type VideoVerifyStatus } from './verify-profile-markup.ts';
import type { VerifyProfileOptions } from './verify-profile-options.ts';

const t = messagesFrom(verifyMessages);

const REPORTS: Record<VideoVerifyStatus, { key: keyof typeof verifyMessages; tone: string }> = {
  uploaded: { key: 'verifyVideoUploaded', tone: 'alert-success' },
  failed: { key: 'verifyVideoFailed', tone: 'alert-danger' },
  cancelled: { key: 'verifyVideoCancelled', tone: 'alert-secondary' },
};
const TONES = Object.values(REPORTS).map(({ tone }) => tone);
const PANELS = `[id^="${markup.panelIdPrefix}"]`;

const stepOf = (panel: HTMLElement | null | undefined) => panel?.id.slice(markup.panelIdPrefix.length) ?? '';

/**
 * `<section data-widget="verify-profile">`, the verify-profile steps (spec §4). State: the panel
 * shown (null: the intro) and each status line's latest frame report; the server's intro, panels
 * and status lines show them (`hidden`, text, tone class). A step button `[data-verify-step="STEP"]`
 * shows `#verifyStep-STEP`, loads its frame (`data-src`, only now) and moves the focus to the
 * panel's heading; `[data-verify-back]` shows the intro again and gives the focus back to the step
 * button. What the video frame reports (`postMessage`, contract "Video verification page") is shown
 * in the panel's status line. `markup: 'server'`: the steps are the server's, with text of its own;
 * the component renders the panels' `hidden` and the status lines' reports from its state.
 */
export function VerifyProfile({ root, context }: WidgetProps<VerifyProfileOptions>): ReactNode {
  // The server's intro and panels, found once: the steps are the template's.
  const intro = useServerElement(root, `#${markup.introId}`);
  const firstStep = useServerElement(intro, `[${markup.step}]`);
  const panels = useServerElements(root, PANELS);
  const frames = useServerElements<HTMLIFrameElement>(root, 'iframe');
  const statuses = useServerElements(root, `[${markup.status}]`);
  const [shown, setShown] = useState<HTMLElement | null>(null);
  const [reports, setReports] = useState<ReadonlyMap<HTMLElement, VideoVerifyStatus>>(new Map());
  const chosenBy = useRef<HTMLElement | null>(null);

  useLayoutEffect(() => {
    if (!intro) context.reportProblem('markup', `it holds no #${markup.introId}; the verification steps were left as they are.`);
  }, [intro, context]);

  // A layout effect, after the panels' `hidden` (ServerHidden): the frame loads as its panel shows.
  useLayoutEffect(() => {
    if (intro && shown) loadStepFrames(frames.filter((frame) => shown.contains(frame)), stepOf(shown), context);
  }, [intro, shown, context]);

  useEventListener(intro && root, 'click', (event) => {
    if (!(event.target instanceof Element)) return;
    const stepButton = event.target.closest<HTMLElement>(`[${markup.step}]`);
    if (stepButton && root.contains(stepButton)) {
      const step = stepButton.getAttribute(markup.step) ?? '';
      const panel = panels.find((candidate) => stepOf(candidate) === step);
      if (!panel) {
        context.reportProblem(`step:${step}`, `it has no #${markup.panelIdPrefix}${step} for the step button; the click was ignored.`, stepButton);
        return;
      }
      // Rendered at once: a hidden panel's heading cannot take the focus.
      flushSync(() => setShown(panel));
      chosenBy.current = stepButton;
      focusHeading(panel);
      context.dispatch('choose', { step });
      return;
    }
    const backButton = event.target.closest<HTMLElement>(`[${markup.back}]`);
    if (!intro || !backButton || !root.contains(backButton)) return;
    flushSync(() => setShown(null));
    const button = chosenBy.current?.isConnected ? chosenBy.current : firstStep;
    button?.focus();
    context.dispatch('back');
  });

  useEventListener(intro && window, 'message', (event) => {
    const report = readFrameReport(event, frames);
    if (!report) return;
    const panel = report.frame.closest<HTMLElement>(PANELS);
    const status = statuses.find((line) => panel?.contains(line));
    if (status) {
      // Rendered at once, as the old listener wrote it: the status line is a live region.
      flushSync(() => setReports((current) => new Map(current).set(status, report.status)));
    } else {
      context.reportProblem('status', `its step panel has no [${markup.status}] element; the frame's report "${report.status}" was not shown.`);
    }
    context.dispatch('report', { step: stepOf(panel), status: report.status });
  });

  // The panels' `hidden` from the state (the intro shows while no panel does); left alone without the intro.
  return (
    intro && (
      <>
        <ServerHidden element={intro} hidden={shown !== null} />
        {panels.map((panel) => (
          <ServerHidden key={panel.id} element={panel} hidden={panel !== shown} />
        ))}
        {Array.from(reports, ([status, reported], index) => (
          <StatusLine key={index} element={status} status={reported} />
        ))}
      </>
    )
  );
}

/**
 * A server element's `hidden` from the state, in a layout effect (shown before a focus moves into
 * it); left as it last was on unmount (not useAttribute, which gives back the printed value): the
 * root is going, and what the visitor last saw stays readable.
 */
function ServerHidden({ element, hidden }: { element: HTMLElement; hidden: boolean }): null {
  useLayoutEffect(() => {
    element.hidden = hidden;
  }, [hidden]);
  return null;
}

/** A panel's server status line showing the frame's latest report: its text and its tone (`alert` and one tone class, the others off). */
function StatusLine({ element, status }: { element: HTMLElement; status: VideoVerifyStatus }): ReactNode {
  const { key, tone } = REPORTS[status];
  useElementClass(element, 'alert', true);
  // One hook per tone, always in the same order: the list is a constant.
  for (const each of TONES) useElementClass(element, each, each === tone);
  return createPortal(t(key), element);
}
