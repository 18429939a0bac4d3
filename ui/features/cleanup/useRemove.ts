// The report's delete (issue 40.7): the flag goes, the report and the flag lists refresh, and the
// success notice offers Undo, which creates the flag again as it was (remove.ts).
import { useSWRConfig } from 'swr';
import { toast } from '../../design/components';
import { errorText } from '../../lib/http';
import { underKey } from '../../lib/swr';
import { flagKeys } from '../flags';
import { removeFlag } from './remove';

/** Deletes a flag of `ns` from the report, undoably. */
export function useRemove(ns: string) {
  const { mutate } = useSWRConfig();
  const refresh = () => mutate(underKey(flagKeys.namespace(ns)));
  const putBack = async (key: string, undo: () => Promise<void>) => {
    try {
      await undo();
      toast.success(`Put back flag ${key}`);
    } catch (error) {
      toast.error(`Could not put back flag ${key}: ${errorText(error)}`);
    }
    await refresh();
  };
  return async (key: string) => {
    try {
      const undo = await removeFlag(ns, key);
      await refresh();
      toast.sticky(`Deleted flag ${key}`, { label: 'Undo', onPress: () => void putBack(key, undo) });
    } catch (error) {
      toast.error(errorText(error));
      await refresh();
    }
  };
}
