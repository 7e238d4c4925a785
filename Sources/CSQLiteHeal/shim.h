/*
 * The two SQLite calls healing a damaged store needs that Swift cannot make through GRDB:
 * - SQLite's own way to empty a database file in place (https://www.sqlite.org/c3ref/c_dbconfig_defensive.html):
 *   SQLITE_DBCONFIG_RESET_DATABASE on, VACUUM, off. sqlite3_db_config is variadic, which Swift cannot call.
 * - the online backup API (https://www.sqlite.org/backup.html) from an attached schema: GRDB's backup copies
 *   "main" only, from a connection it opens, which must read the schema first; a damaged file's may not read.
 */
#ifndef BOXOFFICE_CSQLITEHEAL_SHIM_H
#define BOXOFFICE_CSQLITEHEAL_SHIM_H

#include <sqlite3.h>

/* Turns the reset flag of connection `db` on (1) or off (0); SQLite's result code. */
static inline int boxoffice_sqlite_reset_database(sqlite3 *db, int on) {
    return sqlite3_db_config(db, SQLITE_DBCONFIG_RESET_DATABASE, on, (int *)0);
}

/* Copies schema `source` of connection `from` into the main database of `into`, every page in one step,
 * damaged pages as they are; SQLITE_OK when the copy is whole, else SQLite's result code. */
static inline int boxoffice_sqlite_backup(sqlite3 *into, sqlite3 *from, const char *source) {
    sqlite3_backup *backup = sqlite3_backup_init(into, "main", from, source);
    if (backup == 0) return sqlite3_errcode(into);
    int step = sqlite3_backup_step(backup, -1);
    int finish = sqlite3_backup_finish(backup);
    if (step != SQLITE_DONE) return step == SQLITE_OK ? SQLITE_ERROR : step;
    return finish;
}

#endif
