/** The site's settings, notices, app centre, agent applications and the editors' home layouts. */
import type { Generated } from 'kysely';

export interface SiteConfigTable {
  name: string;
  value: string;
}

export interface NoticesTable {
  id: Generated<number>;
  type: number;
  title: string;
  content: string;
  show_frequency: number;
  content_type: number;
  sort: number;
  enabled: 0 | 1;
}

export interface AgentApplicationsTable {
  user_id: number;
  status: 'pending' | 'approved' | 'rejected';
  created_at: number;
}

/** The app recommendation centre (/personal/application). */
export interface AppsTable {
  id: Generated<number>;
  name: string;
  /** Media path of the square icon. */
  icon: string;
  description: string;
  url: string;
  sort: number;
  /** 0: not shown to readers. */
  enabled: Generated<0 | 1>;
}

/** The editors' home layouts and hot words, as JSON (migration 0014). */
export interface HomeLayoutsTable {
  name: string;
  value: string;
  updated_at: number;
}
