import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { GoldRecordScreen } from '../../features/records/GoldRecordScreen';

export const Route = createFileRoute('/personal/record_gold')({
  staticData: { name: 'record_gold', title: msg`金币记录` },
  component: GoldRecordScreen,
});
