import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { base32, base58, createBase58check } from '@scure/base';
import { crc16Xmodem, toChecksumAddress } from '../addresses/validate.ts';
import { EVM_NETWORKS, type Network } from '../assets.ts';

const tronBase58 = createBase58check(sha256);

/**
 * The deposit address the service assigns to an order, in the network's real format (so a client's
 * own validation accepts it), derived from the order id: the same order always gets the same address.
 */
export function depositAddressFor(orderId: string, network: Network): { address: string; memo?: string } {
  const seed = sha256(utf8ToBytes(`cambio-deposit:${network}:${orderId}`));
  if (EVM_NETWORKS.includes(network))
    return { address: toChecksumAddress(`0x${bytesToHex(seed.slice(0, 20))}`) };
  if (network === 'solana') return { address: base58.encode(seed) };
  if (network === 'tron')
    return { address: tronBase58.encode(Uint8Array.from([0x41, ...seed.slice(0, 20)])) };
  // Stellar: one pooled account of the service, the memo routes the deposit to the order.
  const payload = Uint8Array.from([6 << 3, ...sha256(utf8ToBytes('cambio-deposit:stellar'))]);
  const crc = crc16Xmodem(payload);
  const address = base32.encode(Uint8Array.from([...payload, crc & 0xff, crc >> 8])).replaceAll('=', '');
  return { address, memo: orderId.slice(-20) };
}

/** A transaction id in the network's usual form, for the payouts the sandbox sends. */
export function transactionIdFor(seed: string, network: Network): string {
  const hash = bytesToHex(sha256(utf8ToBytes(`cambio-tx:${network}:${seed}`)));
  if (network === 'solana')
    return base58.encode(sha256(utf8ToBytes(hash))) + base58.encode(sha256(utf8ToBytes(seed)));
  return EVM_NETWORKS.includes(network) ? `0x${hash}` : hash;
}
