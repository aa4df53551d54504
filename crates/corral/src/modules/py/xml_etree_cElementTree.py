from xml.etree.ElementTree import *
