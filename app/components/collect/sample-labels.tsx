import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { CollectorPerson, CollectorVisit } from "../../../domain/collect.ts";
import { pathIn } from "../../../domain/locale.ts";
import { CONTAINER_KINDS, type ContainerKind, containerName } from "../../../domain/sample-containers.ts";
import { isLabel, normaliseLabel, tubeNumbers } from "../../../domain/sample-labels.ts";
import { useT } from "../../i18n/use-t.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import type { PendingTap, TapRefusal } from "./tap-queue.ts";

// Issue 35, "Sample labels": under each person's tubes on the collector's card, each tube's lab
// label. "Type the label number" is a plain form (it works without JavaScript or a camera); with
// JavaScript and a camera, "Scan label" opens the rear camera and reads the barcode, with the
// decoder (label-decoder.ts, with zxing-wasm) loaded only then, by a dynamic import: it is in no
// other chunk. docs/decisions/2026-11-28-sample-labels.md.

const button =
  "flex min-h-12 items-center justify-center rounded-xl px-4 text-base font-semibold focus-visible:outline-3 focus-visible:outline-offset-2";

/** What a label form gets back when refused (app/routes/collect-labels.tsx): which tube, and the words. */
export type LabelFormError = { tube: string; message: string };

/**
 * A person's labels as the phone's queue holds them (use-tap-queue.ts): the label taps waiting
 * to be sent, the refusals that came back, and the "Undo" of a tap still on the phone.
 */
export type LabelQueue = {
  pending: readonly PendingTap[];
  refusals: readonly TapRefusal[];
  cancel: (id: string) => void;
};
const NO_QUEUE: LabelQueue = { pending: [], refusals: [], cancel: () => undefined };

/** The JSON address a label form's tap goes to through the queue (server/api/collect/collect.routes.ts). */
const labelsApi = (visit: CollectorVisit) => `/api/collect/visits/${encodeURIComponent(visit.bookingId)}/labels`;
const undoLabelApi = (visit: CollectorVisit, labelId: string) =>
  `${labelsApi(visit)}/${encodeURIComponent(labelId)}/undo`;

type Tube = { kind: ContainerKind; tubeNo: number };
const tubeId = (personId: string, tube: Tube) => `${personId}-${tube.kind}-${tube.tubeNo}`;

/** The labels of one person's tubes: each tube's label, or the forms to scan or type one. */
export function SampleLabels({
  visit,
  person,
  tapKey,
  shownAt,
  queue = NO_QUEUE,
}: {
  visit: CollectorVisit;
  person: CollectorPerson;
  /** The page's form key (as the taps'): each label form's key is it and the tube. */
  tapKey: string;
  /** When the page was made: "Undo" shows while the server would still take it. */
  shownAt: string;
  /** This visit's label taps on the phone (with scripts). */
  queue?: LabelQueue;
}) {
  const t = useT();
  const tubes = tubeNumbers(person.tubes.tubes);
  if (tubes.length === 0) return null;
  return (
    <section aria-label={t("labels.heading")} className="mt-2 grid gap-2">
      {tubes.map((tube) => (
        <TubeLabel
          key={tubeId(person.id, tube)}
          visit={visit}
          person={person}
          tube={tube}
          formKey={`${tapKey}L${visit.people.indexOf(person)}K${CONTAINER_KINDS.indexOf(tube.kind)}N${tube.tubeNo}`}
          shownAt={shownAt}
          queue={ofTube(queue, person.id, tube)}
        />
      ))}
    </section>
  );
}

/** The queue's taps and refusals of one tube of one person. */
const ofTube = (queue: LabelQueue, personId: string, tube: Tube): LabelQueue => {
  const isThis = (fields: Record<string, string>) =>
    fields.personId === personId && fields.tube === `${tube.kind}-${tube.tubeNo}`;
  return {
    pending: queue.pending.filter((tap) => isThis(tap.fields)),
    refusals: queue.refusals.filter((refusal) => isThis(refusal.fields)),
    cancel: queue.cancel,
  };
};

function TubeLabel({
  visit,
  person,
  tube,
  formKey,
  shownAt,
  queue,
}: {
  visit: CollectorVisit;
  person: CollectorPerson;
  tube: Tube;
  formKey: string;
  shownAt: string;
  queue: LabelQueue;
}) {
  const t = useT();
  const id = `label-${tubeId(person.id, tube)}`;
  const fetcher = useFetcher<{ error?: LabelFormError }>();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [isScanning, setIsScanning] = useState(false);
  const isHydrated = useHydrated();
  const action = pathIn(t.locale, "/collect/labels");
  const name = t("labels.tube", { name: containerName(tube.kind, t.locale), number: tube.tubeNo });
  const linked = visit.labels.find((l) => l.personId === person.id && l.kind === tube.kind && l.tubeNo === tube.tubeNo);
  // A refusal of the queue (use-tap-queue.ts, in the page's language) or of the form without scripts.
  const refusal = queue.refusals.at(-1);
  const error = refusal?.words ?? fetcher.data?.error?.message;
  const waiting = queue.pending.find((tap) => !tap.fields.labelId);
  const undoWaiting = queue.pending.find((tap) => tap.fields.labelId);
  const canScan = isHydrated && typeof navigator !== "undefined" && Boolean(navigator.mediaDevices?.getUserMedia);

  if (linked)
    return (
      <div className="rounded-lg border border-slate-300 bg-white p-2" data-tube={`${tube.kind}-${tube.tubeNo}`}>
        <p className="text-base text-slate-900">
          <span className="font-semibold">{name}</span>
          {" · "}
          <span className="font-mono">{t("labels.linked", { label: linked.label })}</span>
          {linked.isReceived && <span className="ml-1 font-semibold">· {t("labels.received")}</span>}
        </p>
        {undoWaiting && (
          <p role="status" className="mt-1 text-base font-semibold text-slate-900">
            {t("collect.queue.pending", { action: undoWaiting.label })}
          </p>
        )}
        {!undoWaiting && !linked.isReceived && Date.parse(linked.undoUntil) > Date.parse(shownAt) && (
          <fetcher.Form
            method="post"
            action={action}
            className="mt-1"
            data-offline-queue={undoLabelApi(visit, linked.id)}
            data-offline-label={t("labels.undo", { label: linked.label })}
          >
            <input type="hidden" name="intent" value="undo-label" />
            <input type="hidden" name="bookingId" value={visit.bookingId} />
            <input type="hidden" name="labelId" value={linked.id} />
            <input type="hidden" name="personId" value={person.id} />
            <input type="hidden" name="tube" value={`${tube.kind}-${tube.tubeNo}`} />
            <input type="hidden" name="idempotencyKey" value={`${formKey}U`} />
            <button type="submit" className={`${button} w-full border-2 border-slate-400 bg-white text-slate-900`}>
              {t("labels.undo", { label: linked.label })}
            </button>
          </fetcher.Form>
        )}
        {error && (
          <p role="alert" className="mt-1 text-base font-semibold text-red-800">
            {error}
          </p>
        )}
      </div>
    );

  return (
    <div className="rounded-lg border border-slate-300 bg-white p-2" data-tube={`${tube.kind}-${tube.tubeNo}`}>
      {waiting ? (
        // Words, not a colour: the label is on the phone, not yet at the lab. Its "Undo" takes it
        // out of the queue; nothing is sent.
        <div role="status" className="rounded-lg border-2 border-dashed border-slate-700 bg-amber-50 p-2">
          <p className="text-base font-semibold text-slate-900">
            {name} · {t("labels.waiting", { label: normaliseLabel(waiting.fields.label ?? "") })}
          </p>
          <button
            type="button"
            onClick={() => queue.cancel(waiting.id)}
            className={`${button} mt-1 w-full border-2 border-slate-400 bg-white text-slate-900`}
          >
            {t("labels.undo", { label: normaliseLabel(waiting.fields.label ?? "") })}
          </button>
        </div>
      ) : (
        <p className="text-base text-slate-900">
          <span className="font-semibold">{name}</span> · {t("labels.noLabel")}
        </p>
      )}
      {/* Kept while its label waits (hidden): a refusal shows it again with the number as it was. */}
      <fetcher.Form
        ref={formRef}
        method="post"
        action={action}
        className="mt-1 grid gap-2"
        hidden={Boolean(waiting)}
        data-offline-queue={labelsApi(visit)}
        data-offline-label={name}
      >
        <input type="hidden" name="intent" value="label" />
        <input type="hidden" name="bookingId" value={visit.bookingId} />
        <input type="hidden" name="personId" value={person.id} />
        <input type="hidden" name="kind" value={tube.kind} />
        <input type="hidden" name="tubeNo" value={tube.tubeNo} />
        <input type="hidden" name="tube" value={`${tube.kind}-${tube.tubeNo}`} />
        <input type="hidden" name="idempotencyKey" value={formKey} />
        {canScan && (
          <button
            type="button"
            onClick={() => setIsScanning(true)}
            className={`${button} bg-brand-700 text-white`}
            aria-haspopup="dialog"
          >
            {t("labels.scan")}
          </button>
        )}
        <label htmlFor={`${id}-label`} className="text-base font-medium text-slate-900">
          {t("labels.type")}
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {t("labels.typeHint")}
        </p>
        <div className="flex gap-2">
          <input
            ref={inputRef}
            id={`${id}-label`}
            name="label"
            required
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={30}
            // After a reload, a refused label comes back from the queue's answer.
            defaultValue={refusal?.fields.label}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
            className="min-h-12 w-0 min-w-0 flex-1 rounded-lg border-2 border-slate-400 px-3 font-mono text-lg uppercase aria-invalid:border-red-800"
          />
          <button type="submit" className={`${button} border-2 border-slate-400 bg-white text-slate-900`}>
            {t("labels.save")}
          </button>
        </div>
        {error && (
          <p id={`${id}-error`} role="alert" className="text-base font-semibold text-red-800">
            {error}
          </p>
        )}
      </fetcher.Form>
      {isScanning && (
        <ScanSheet
          id={`${id}-sheet`}
          tubeName={name}
          onLabel={(label) => {
            setIsScanning(false);
            if (inputRef.current) inputRef.current.value = label;
            formRef.current?.requestSubmit();
          }}
          onClose={() => {
            setIsScanning(false);
            inputRef.current?.focus();
          }}
        />
      )}
    </div>
  );
}

type ScanState = "starting" | "aiming" | "not-a-label" | "no-camera" | { found: string };

/**
 * The camera sheet: the rear camera's picture, read a few times a second until a lab label is
 * seen. The decoder is imported here, when the sheet opens, never before. Closing it (or a label
 * read) stops the camera.
 */
function ScanSheet({
  id,
  tubeName,
  onLabel,
  onClose,
}: {
  id: string;
  tubeName: string;
  onLabel: (label: string) => void;
  onClose: () => void;
}) {
  const t = useT();
  const titleId = `${id}-title`;
  const videoRef = useRef<HTMLVideoElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [state, setState] = useState<ScanState>("starting");
  const onLabelRef = useRef(onLabel);
  useEffect(() => {
    onLabelRef.current = onLabel;
  });

  useEffect(() => {
    closeRef.current?.focus();
    let stream: MediaStream | null = null;
    let isOpen = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: "environment" }, width: { ideal: 1280 } },
          audio: false,
        });
        const video = videoRef.current;
        if (!isOpen || !video) return;
        video.srcObject = stream;
        await video.play();
        const { frameReader } = await import("./label-decoder.ts");
        const { read } = await frameReader();
        if (!isOpen) return;
        setState("aiming");
        const look = async () => {
          if (!isOpen) return;
          const text = await read(video).catch(() => null);
          if (!isOpen) return;
          if (text && isLabel(text)) {
            const label = normaliseLabel(text);
            setState({ found: label });
            isOpen = false;
            stream?.getTracks().forEach((track) => track.stop());
            onLabelRef.current(label);
            return;
          }
          if (text) setState("not-a-label");
          timer = setTimeout(() => void look(), 200);
        };
        void look();
      } catch {
        if (isOpen) setState("no-camera");
      }
    })();
    return () => {
      isOpen = false;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  const status =
    typeof state === "object"
      ? t("labels.sheet.found", { label: state.found })
      : state === "starting"
        ? t("labels.sheet.starting")
        : state === "not-a-label"
          ? t("labels.sheet.notALabel")
          : state === "no-camera"
            ? t("labels.sheet.noCamera")
            : t("labels.sheet.aim");
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      className="fixed inset-0 z-50 flex flex-col justify-end bg-slate-900/70"
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
    >
      <div className="rounded-t-2xl bg-white p-4">
        <h2 id={titleId} className="text-lg font-bold text-slate-900">
          {t("labels.sheet.title", { tube: tubeName })}
        </h2>
        <video
          ref={videoRef}
          muted
          playsInline
          className="mt-2 aspect-video w-full rounded-lg bg-slate-900 object-cover"
        />
        <p role="status" className="mt-2 min-h-12 text-base font-semibold text-slate-900">
          {status}
        </p>
        <button
          ref={closeRef}
          type="button"
          onClick={onClose}
          className={`${button} w-full border-2 border-slate-400 bg-white text-slate-900`}
        >
          {t("labels.sheet.close")}
        </button>
      </div>
    </div>
  );
}
