/** Finance's prices: packs and plans, and the money settings. */
import type { MoneySettings, PackageItem } from '../../../core/admin/answers';
import { api } from '../../api/client';

export type PackageFields = Omit<PackageItem, 'id'>;

export const loadPrices = async () => {
  const [packages, settings] = await Promise.all([
    api.get<{ items: PackageItem[] }>('/packages'),
    api.get<MoneySettings>('/settings/money'),
  ]);
  return { packages: packages.items, settings };
};
export const createPackage = (fields: PackageFields) => api.post<PackageItem>('/packages', fields);
export const editPackage = (id: number, fields: Partial<PackageFields>) =>
  api.patch<PackageItem>(`/packages/${id}`, fields);
export const saveMoneySettings = (settings: Partial<MoneySettings>) =>
  api.patch<MoneySettings>('/settings/money', settings);
