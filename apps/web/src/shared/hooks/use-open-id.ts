import { useSearchParams } from 'react-router';

/**
 * The record a list page shows in its drawer, kept as `?id=` in the address so a link (an approval's,
 * a notice's) opens it and Back closes it; setting null removes it, other parameters stay.
 */
export function useOpenId(): { openId: number | null; setOpen: (id: number | null) => void } {
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get('id')) || null;
  const setOpen = (id: number | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id) next.set('id', String(id));
        else next.delete('id');
        return next;
      },
      { replace: true },
    );
  return { openId, setOpen };
}
