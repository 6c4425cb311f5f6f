/**
 * What the worker keeps across its restarts (a browser stops an idle service worker within a minute): the shop's
 * database file and, without the Cookie Store API, its cookie jar. One IndexedDB object store, values by key.
 */

const NAME = 'vitrine-static-demo';
const STORE = 'kept';

let opened: Promise<IDBDatabase> | undefined;

function database(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  return opened;
}

async function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest): Promise<T> {
  const db = await database();
  return new Promise((resolve, reject) => {
    const transaction = db.transaction(STORE, mode);
    const request = act(transaction.objectStore(STORE));
    // Resolved once the transaction is durable, not when the request alone succeeded.
    transaction.oncomplete = () => resolve(request.result as T);
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}

export const loadKept = <T>(key: string): Promise<T | undefined> => run<T | undefined>('readonly', (store) => store.get(key));
export const saveKept = (key: string, value: unknown): Promise<void> => run<void>('readwrite', (store) => store.put(value, key));
export const dropKept = (key: string): Promise<void> => run<void>('readwrite', (store) => store.delete(key));
