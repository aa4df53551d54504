# N-body simulation (float math, tuples and lists of floats).
import math

PI = math.pi
SOLAR_MASS = 4 * PI * PI
DAYS = 365.24

def make_bodies():
    return [
        [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, SOLAR_MASS],
        [4.84143144246472090e+00, -1.16032004402742839e+00, -1.03622044471123109e-01,
         1.66007664274403694e-03 * DAYS, 7.69901118419740425e-03 * DAYS,
         -6.90460016972063023e-05 * DAYS, 9.54791938424326609e-04 * SOLAR_MASS],
        [8.34336671824457987e+00, 4.12479856412430479e+00, -4.03523417114321381e-01,
         -2.76742510726862411e-03 * DAYS, 4.99852801234917238e-03 * DAYS,
         2.30417297573763929e-05 * DAYS, 2.85885980666130812e-04 * SOLAR_MASS],
        [1.28943695621391310e+01, -1.51111514016986312e+01, -2.23307578892655734e-01,
         2.96460137564761618e-03 * DAYS, 2.37847173959480950e-03 * DAYS,
         -2.96589568540237556e-05 * DAYS, 4.36624404335156298e-05 * SOLAR_MASS],
        [1.53796971148509165e+01, -2.59193146099879641e+01, 1.79258772950371181e-01,
         2.68067772490389322e-03 * DAYS, 1.62824170038242295e-03 * DAYS,
         -9.51592254519715870e-05 * DAYS, 5.15138902046611451e-05 * SOLAR_MASS],
    ]

def energy(bodies):
    e = 0.0
    n = len(bodies)
    for i in range(n):
        x, y, z, vx, vy, vz, m = bodies[i]
        e += 0.5 * m * (vx * vx + vy * vy + vz * vz)
        for j in range(i + 1, n):
            x2, y2, z2, _, _, _, m2 = bodies[j]
            dx, dy, dz = x - x2, y - y2, z - z2
            e -= m * m2 / math.sqrt(dx * dx + dy * dy + dz * dz)
    return e

def advance(bodies, dt, steps):
    pairs = [(bodies[i], bodies[j]) for i in range(len(bodies)) for j in range(i + 1, len(bodies))]
    for _ in range(steps):
        for b1, b2 in pairs:
            dx = b1[0] - b2[0]
            dy = b1[1] - b2[1]
            dz = b1[2] - b2[2]
            d2 = dx * dx + dy * dy + dz * dz
            mag = dt / (d2 * math.sqrt(d2))
            m1 = b1[6] * mag
            m2 = b2[6] * mag
            b1[3] -= dx * m2
            b1[4] -= dy * m2
            b1[5] -= dz * m2
            b2[3] += dx * m1
            b2[4] += dy * m1
            b2[5] += dz * m1
        for b in bodies:
            b[0] += dt * b[3]
            b[1] += dt * b[4]
            b[2] += dt * b[5]

bodies = make_bodies()
px = sum(b[3] * b[6] for b in bodies)
py = sum(b[4] * b[6] for b in bodies)
pz = sum(b[5] * b[6] for b in bodies)
bodies[0][3] = -px / SOLAR_MASS
bodies[0][4] = -py / SOLAR_MASS
bodies[0][5] = -pz / SOLAR_MASS
print("%.9f" % energy(bodies))
advance(bodies, 0.01, 40000)
print("%.9f" % energy(bodies))
