/** The words for a notice's type and show frequency. */
import { useLingui } from '@lingui/react/macro';

export function useNoticeLabels() {
  const { t } = useLingui();
  const frequencies = [
    { value: 1, label: t`每次` },
    { value: 2, label: t`每天` },
    { value: 3, label: t`仅一次` },
  ];
  const types = [
    { value: 2, label: t`滑动弹窗` },
    { value: 1, label: t`内容弹窗` },
  ];
  return {
    frequencies,
    types,
    frequency: (value: number) => frequencies.find((f) => f.value === value)?.label ?? String(value),
    type: (value: number) => types.find((f) => f.value === value)?.label ?? String(value),
  };
}
