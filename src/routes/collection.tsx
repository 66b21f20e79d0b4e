import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { FavoritesScreen } from '../features/library/favorites/FavoritesScreen';

export const Route = createFileRoute('/collection')({
  staticData: { name: 'collection', title: msg`我的收藏` },
  component: FavoritesScreen,
});
