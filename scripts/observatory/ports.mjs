// Loaded into the scanner's process (node --import) by scan.mjs: the scanner only speaks to a
// host's ports 80 and 443, so its connections to `host:80` and `host:443` go to the loopback
// ports nginx runs deploy/nginx.conf on (SCAN_PORTS, JSON: { "localhost:80": 40080, … }). The
// scanner sees the host's name as a visitor would (the Host header, the certificate's name, the
// redirect to https://localhost/); only the port under it changes.
import net from 'node:net';

const ports = JSON.parse(process.env.SCAN_PORTS ?? '{}');
const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function (...args) {
  // net.createConnection passes its normalised [options, callback] as the first argument.
  const options = Array.isArray(args[0]) ? args[0][0] : args[0];
  const port = options && typeof options === 'object' && ports[`${options.host}:${options.port}`];
  if (port) Object.assign(options, { host: '127.0.0.1', port });
  return connect.apply(this, args);
};
