/** The dashboard's one call: the figures the operator's role may see, counted as it asks. */
import type { DashboardAnswer } from '../../../core/admin/answers';
import { api } from '../../api/client';

export const loadDashboard = () => api.get<DashboardAnswer>('/dashboard');
