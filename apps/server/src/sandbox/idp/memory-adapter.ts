import type { Adapter, AdapterPayload } from "oidc-provider";

/**
 * The sandbox provider's storage: a map per model in this process. A restart forgets pending
 * sign-ins, which is all a sandbox can lose. (oidc-provider's own quick-start adapter does the same
 * but warns about it on every start.)
 */
type Stores = Map<string, Map<string, { payload: AdapterPayload; expiresAt: number }>>;

/** One set of maps per provider, so two apps in one process never see each other's sign-ins. */
export function memoryAdapter(): (name: string) => Adapter {
  const stores: Stores = new Map();
  return (name) => new MemoryAdapter(stores, name);
}

class MemoryAdapter implements Adapter {
  private readonly store: Map<string, { payload: AdapterPayload; expiresAt: number }>;

  constructor(stores: Stores, name: string) {
    let store = stores.get(name);
    if (!store) stores.set(name, (store = new Map()));
    this.store = store;
  }

  private live(id: string): AdapterPayload | undefined {
    const entry = this.store.get(id);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.store.delete(id);
      return undefined;
    }
    return entry.payload;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    for (const [key, entry] of this.store) if (entry.expiresAt <= Date.now()) this.store.delete(key);
    this.store.set(id, { payload, expiresAt: Date.now() + expiresIn * 1000 });
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return this.live(id);
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    for (const [id, entry] of this.store) if (entry.payload.userCode === userCode) return this.live(id);
    return undefined;
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    for (const [id, entry] of this.store) if (entry.payload.uid === uid) return this.live(id);
    return undefined;
  }

  async consume(id: string): Promise<void> {
    const payload = this.live(id);
    if (payload) payload.consumed = Math.floor(Date.now() / 1000);
  }

  async destroy(id: string): Promise<void> {
    this.store.delete(id);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    for (const [id, entry] of this.store) if (entry.payload.grantId === grantId) this.store.delete(id);
  }
}
