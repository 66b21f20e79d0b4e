/**
 * Schema by migrations, in order. One that has shipped is frozen: never edit it (nor anything it
 * calls: each imports Kysely only), add the next.
 */
import type { Migration } from 'kysely';
import { createUserTables } from './0001-accounts';
import { createSiteTables } from './0002-site';
import { createContentTables } from './0003-content';
import { createReadingTables } from './0004-reading';
import { makePortable } from './0005-portable';
import { hardenDevices } from './0006-hardening';
import { createWalletTables } from './0007-wallet';
import { createAccountTables } from './0008-accounts';
import { keyCodesByRequester } from './0009-code-requesters';
import { createConsoleTables } from './0010-console';
import { createSearchTables } from './0011-search';
import { autoBuyByWork } from './0012-auto-buy-by-work';
import { createBusinessTables } from './0013-business';
import { createHomeTables } from './0014-home';
import { addAppSwitch } from './0015-app-switch';
import { tallyDashboard } from './0016-dashboard';

export const migrations: Record<string, Migration> = {
  '0001_accounts': { up: createUserTables },
  '0002_site': { up: createSiteTables },
  '0003_content': { up: createContentTables },
  '0004_reading': { up: createReadingTables },
  '0005_portable': { up: makePortable },
  '0006_hardening': { up: hardenDevices },
  '0007_wallet': { up: createWalletTables },
  '0008_accounts': { up: createAccountTables },
  '0009_code_requesters': { up: keyCodesByRequester },
  '0010_console': { up: createConsoleTables },
  '0011_search': { up: createSearchTables },
  '0012_auto_buy_by_work': { up: autoBuyByWork },
  '0013_business': { up: createBusinessTables },
  '0014_home': { up: createHomeTables },
  '0015_app_switch': { up: addAppSwitch },
  '0016_dashboard': { up: tallyDashboard },
};
