import { createContext, useContext } from "react";

/**
 * Staff viewing a tenant's pages read-only (impersonation): the page frame provides this, and every
 * control that would change something is disabled by it in one place: a form's submit (Button of
 * type submit, SubmitButton) unless it only reads (`reads`: a search, a filter), and any other
 * button that writes (`writes`: close a notification, remove a notice, the confirm of a booking's
 * dialog). The one line saying why is the viewing banner's note, which each such control names as its
 * description.
 */
export interface ReadOnlyView {
  /** The id of the line that says why (absent on a page without the viewing banner). */
  noteId?: string;
}

export const ReadOnlyContext = createContext<ReadOnlyView | null>(null);

/** The id of the viewing banner's line saying why nothing can be changed. */
export const READ_ONLY_NOTE_ID = "viewing-read-only";

/** Null, or the read-only view a staff member's viewing puts the page in. */
export function useReadOnly(): ReadOnlyView | null {
  return useContext(ReadOnlyContext);
}

/**
 * The props a control takes: its own, and during a viewing, when it `writes`, disabled and described
 * by the line saying why (added to its own description).
 */
export function useWriteControl(
  own: { disabled?: boolean | undefined; "aria-describedby"?: string | undefined },
  writes = true,
): { disabled?: boolean; "aria-describedby"?: string } {
  const readOnly = useReadOnly();
  const off = readOnly !== null && writes;
  const describedBy = [own["aria-describedby"], off ? readOnly.noteId : undefined].filter(Boolean).join(" ");
  const disabled = off || own.disabled;
  return {
    ...(disabled !== undefined ? { disabled } : {}),
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
  };
}
