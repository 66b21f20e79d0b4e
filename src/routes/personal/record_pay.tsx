import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PayRecordScreen } from '../../features/records/PayRecordScreen';

export const Route = createFileRoute('/personal/record_pay')({
  staticData: { name: 'record_pay', title: msg`充值记录` },
  component: PayRecordScreen,
});
