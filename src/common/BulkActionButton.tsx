import { useState, type ReactElement, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Confirm, useListContext, useNotify, useTranslate, useUnselectAll, type Identifier, type RaRecord } from 'react-admin';
import { readAgain } from '../providers/queryClient';

export interface BulkOutcome {
  done: number;
  failed: { id: Identifier; message: string }[];
}

/** Runs an action on each record, one after the other, and keeps each refusal (the server decides per record). */
export const runForEach = async (ids: Identifier[], action: (id: Identifier) => Promise<unknown>): Promise<BulkOutcome> => {
  const outcome: BulkOutcome = { done: 0, failed: [] };
  for (const id of ids) {
    try {
      await action(id);
      outcome.done += 1;
    } catch (error) {
      outcome.failed.push({ id, message: error instanceof Error ? error.message : String(error) });
    }
  }
  return outcome;
};

/**
 * An action on the selected rows after a confirmation that says what will happen. Each record is
 * its own request, so the server's rules apply per record; refusals are reported, not hidden.
 * `messages`: catalog keys of the button, the dialog's title and text, and the success (each with %{smart_count}).
 */
export const BulkActionButton = ({
  label,
  icon,
  title,
  content,
  done,
  action,
  color,
  children,
  ready = true,
}: {
  label: string;
  icon: ReactElement;
  title: string;
  content: string;
  done: string;
  /** The change for one record (its row's record when the list shows it). */
  action: (id: Identifier, record?: RaRecord) => Promise<unknown>;
  color?: 'primary' | 'error';
  /** A choice the action needs (the brand to assign), shown in the dialog under its text. */
  children?: ReactNode;
  /** False while that choice is missing: confirming does nothing yet. */
  ready?: boolean;
}) => {
  const { selectedIds, resource, data } = useListContext();
  const unselectAll = useUnselectAll(resource);
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  const count = { smart_count: selectedIds.length };
  const { mutate, isPending } = useMutation({
    mutationFn: () =>
      runForEach(selectedIds, (id) =>
        action(
          id,
          data?.find((r) => r.id === id),
        ),
      ),
    onSuccess: ({ done: succeeded, failed }) => {
      setAsking(false);
      if (failed.length) {
        notify('app.bulk.partial', {
          type: succeeded ? 'warning' : 'error',
          messageArgs: { done: succeeded, total: succeeded + failed.length, reason: translate(failed[0].message, { _: failed[0].message }) },
        });
      } else notify(done, { type: 'success', messageArgs: { smart_count: succeeded } });
      unselectAll();
      void readAgain(queryClient, { queryKey: [resource] });
    },
  });
  return (
    <>
      <Button label={translate(label, count)} startIcon={icon} color={color} onClick={() => setAsking(true)} disabled={isPending} />
      <Confirm
        isOpen={asking}
        loading={isPending}
        title={translate(title, count)}
        content={
          children ? (
            <>
              {translate(content, count)}
              {children}
            </>
          ) : (
            translate(content, count)
          )
        }
        confirm={translate(label, count)}
        confirmColor={color === 'error' ? 'warning' : 'primary'}
        onConfirm={() => ready && mutate()}
        onClose={() => setAsking(false)}
      />
    </>
  );
};
