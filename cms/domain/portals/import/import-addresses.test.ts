import { describe, expect, it } from 'vitest'

import { loadEnv } from '../../../env'
import { allowedHosts, checkedAddresses } from './import-addresses'

const none = allowedHosts([])

describe('checkedAddresses', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '0.0.0.0',
    '0.1.2.3',
    '10.0.0.1',
    '172.16.5.4',
    '172.31.255.255',
    '192.168.1.1',
    '100.64.0.1',
    '169.254.169.254',
    '[::1]',
    '[::]',
    '[fd00::1]',
    '[fe80::1]',
    '[::ffff:a00:1]',
    '[::ffff:7f00:1]',
    'localhost',
  ])('refuses %s', async (host) => {
    await expect(checkedAddresses(host, none)).rejects.toThrow('address not allowed')
  })

  it.each(['93.184.215.14', '172.32.0.1', '[2a00:1450:4007:80e::200e]'])(
    'lets %s through',
    async (host) => {
      expect(await checkedAddresses(host, none)).toEqual([
        { address: host.replace(/[[\]]/g, ''), family: host.startsWith('[') ? 6 : 4 },
      ])
    },
  )

  it('lets through what IMPORT_ALLOW_HOSTS names: a host name, an address or a subnet', async () => {
    const allowed = allowedHosts(['localhost', '192.168.1.20', '10.1.0.0/16'])
    expect((await checkedAddresses('localhost', allowed)).length).toBeGreaterThan(0)
    expect(await checkedAddresses('192.168.1.20', allowed)).toHaveLength(1)
    expect(await checkedAddresses('10.1.200.3', allowed)).toHaveLength(1)
    await expect(checkedAddresses('10.2.0.1', allowed)).rejects.toThrow('address not allowed')
    await expect(checkedAddresses('192.168.1.21', allowed)).rejects.toThrow('address not allowed')
    await expect(checkedAddresses('127.0.0.1', allowed)).rejects.toThrow('address not allowed')
  })

  it('says a host that does not resolve is unknown', async () => {
    await expect(checkedAddresses('no-such-host.invalid', none)).rejects.toThrow('unknown host')
  })
})

describe('IMPORT_ALLOW_HOSTS', () => {
  const read = (value: string) =>
    loadEnv({
      NODE_ENV: 'test',
      IMPORT_ALLOW_HOSTS: value,
      PAYLOAD_SECRET: 'a-secret-of-sixteen-characters',
    })

  it('is read as a list, and refused with its name when an entry is neither a host nor a subnet', () => {
    expect(read(' Feeds.Intranet, 10.1.0.0/16 ,::1').IMPORT_ALLOW_HOSTS).toEqual([
      'feeds.intranet',
      '10.1.0.0/16',
      '::1',
    ])
    expect(() => read('http://feeds.intranet/')).toThrow(
      /IMPORT_ALLOW_HOSTS: host names, addresses or subnets/,
    )
    expect(() => read('10.0.0.0/33')).toThrow(/IMPORT_ALLOW_HOSTS/)
  })
})
