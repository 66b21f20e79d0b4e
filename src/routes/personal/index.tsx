import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PersonalScreen } from '../../features/account/PersonalScreen';
import { InstallCell } from '../../features/install/InstallCell';
import { FavoriteUpdatesNote } from '../../features/library/favorites/FavoriteUpdatesNote';
import { CheckInNote } from '../../features/wallet/CheckInNote';

export const Route = createFileRoute('/personal/')({
  staticData: { name: 'personal', title: msg`我的` },
  component: () => (
    <PersonalScreen install={<InstallCell />} checkIn={<CheckInNote />} favoriteUpdates={<FavoriteUpdatesNote />} />
  ),
});
