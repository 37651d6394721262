// `npm run db:draft-sql` prints the whole schema as SQL, to start a new migration from a diff of it.
import { loadDmmf } from './dmmf';
import { schemaToSql } from './schema-to-sql';

process.stdout.write(schemaToSql(loadDmmf()));
