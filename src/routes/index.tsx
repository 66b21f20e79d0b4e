import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { HomeScreen } from '../features/home/HomeScreen';

export const Route = createFileRoute('/')({
  staticData: { name: 'index', title: msg`首页`, keepAlive: true },
  component: HomeScreen,
});
