import { useEffect, useRef, useState } from 'react';

/** Whether a post is being edited; closing the editor gives focus back to its Edit button. */
export function useEditing() {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  return { editing, open: () => setEditing(true), close: () => setEditing(false), editButton };
}
